declare module "virtual:afa/enhance-script" {
  /** app/enhance/enhance.client.ts as built, and the chunks it imports (scripts/lib/script-entry.ts). */
  const script: { src: string; imports: string[] };
  export default script;
}
