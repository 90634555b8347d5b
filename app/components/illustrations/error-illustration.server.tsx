import { renderToStaticMarkup } from "react-dom/server";
import { ERROR_ILLUSTRATIONS } from "./error-illustration";
import { LostFieldIllustration } from "./lost-field-illustration";
import { StormIllustration } from "./storm-illustration";

const COMPONENTS = { "not-found": LostFieldIllustration, error: StormIllustration } as const;

/** Each error drawing as a standalone SVG file: its public path and its text. */
export function renderErrorIllustrations(): { path: string; svg: string }[] {
  return (Object.keys(ERROR_ILLUSTRATIONS) as (keyof typeof ERROR_ILLUSTRATIONS)[]).map((kind) => {
    const Drawing = COMPONENTS[kind];
    const markup = renderToStaticMarkup(<Drawing />).replace(
      /^<svg /,
      '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="240" ',
    );
    return { path: `public${ERROR_ILLUSTRATIONS[kind]}`, svg: `${markup}\n` };
  });
}
