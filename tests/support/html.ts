// Checks of rendered HTML that the Nu HTML checker makes and React does not (never imported by
// the app).

/**
 * What is wrong with the `<dl>` lists of `html`, as the HTML standard's content model has it: a
 * `<dl>` holds dt/dd groups (one or more `<dt>`, then one or more `<dd>`), either directly or each
 * wrapped in its own `<div>`; a `<div>` holding two groups is an error ("dt inside a div with two
 * groups"). Answers one line per fault, none when every list is valid. Nested lists inside a
 * `<dd>` are checked on their own.
 */
export function descriptionListFaults(html: string): string[] {
  const faults: string[] = [];
  const tags = /<(\/?)(dl|div|dt|dd)\b[^>]*>/g;
  // One frame per open <dl>: the depth inside it, the open div's groups, its direct sequence.
  const lists: { depth: number; div: string[] | null; direct: string[] }[] = [];
  for (const [, closing, tag] of html.matchAll(tags)) {
    const name = tag ?? "";
    const list = lists.at(-1);
    if (name === "dl") {
      if (!closing) lists.push({ depth: 0, div: null, direct: [] });
      else if (list) {
        lists.pop();
        if (list.direct.length && !isGroups(list.direct)) {
          faults.push(`<dl> holds ${list.direct.join(",")}`);
        }
      }
      continue;
    }
    if (!list) continue;
    if (closing) {
      list.depth--;
      if (name === "div" && list.depth === 0 && list.div) {
        if (!isOneGroup(list.div))
          faults.push(`<div> in a <dl> holds ${list.div.join(",") || "nothing"}`);
        list.div = null;
      }
      continue;
    }
    if (list.depth === 0) {
      if (name === "div") list.div = [];
      else list.direct.push(name);
    } else if (list.depth === 1 && list.div && (name === "dt" || name === "dd")) {
      list.div.push(name);
    }
    list.depth++;
  }
  return faults;
}

function isOneGroup(sequence: string[]): boolean {
  return /^(dt,)*dt(,dd)+$/.test(sequence.join(","));
}

function isGroups(sequence: string[]): boolean {
  return /^((dt,)*dt(,dd)+)(,(dt,)*dt(,dd)+)*$/.test(sequence.join(","));
}
