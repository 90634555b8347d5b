import type { Plugin } from "vite";

/**
 * Builds a plain browser script beside React Router's client build and tells the server its
 * hashed URL, and those of the chunks it imports (to preload them), through a virtual module
 * (`import script from "virtual:afa/enhance-script"`). The public
 * pages load it instead of the router (docs/decisions/0008-script-light-public-pages.md).
 * The client build runs before the server build, so its file name is known by then; in dev (and
 * in unit tests) the URL is the source file, which Vite's dev server transforms on request.
 */
export function scriptEntry({ entry, name }: { entry: string; name: string }): Plugin {
  const virtualId = `virtual:afa/${name}-script`;
  const resolvedId = `\0${virtualId}`;
  let reference: string | undefined;
  let fileName: string | undefined;
  let imports: string[] = [];
  return {
    name: `afa-script-entry-${name}`,
    resolveId(id) {
      return id === virtualId ? resolvedId : undefined;
    },
    load(id) {
      if (id !== resolvedId) return undefined;
      const src = fileName ? `/${fileName}` : `/${entry.replace(/^\.\//, "")}`;
      return `export default ${JSON.stringify({ src, imports: imports.map((f) => `/${f}`) })};`;
    },
    buildStart() {
      if (this.environment?.name === "client" && this.environment.mode === "build") {
        reference = this.emitFile({ type: "chunk", id: entry, name });
      }
    },
    generateBundle(_options, bundle) {
      if (!reference || this.environment?.name !== "client") return;
      fileName = this.getFileName(reference);
      // Every chunk it needs, imports of imports included, so none waits for another to arrive.
      const found = new Set<string>();
      const visit = (name: string) => {
        const chunk = bundle[name];
        if (chunk?.type !== "chunk") return;
        for (const imported of chunk.imports) {
          if (!found.has(imported)) {
            found.add(imported);
            visit(imported);
          }
        }
      };
      visit(fileName);
      imports = [...found];
    },
  };
}
