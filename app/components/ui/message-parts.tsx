import { Fragment } from "react";

// A translated sentence with part of it set apart (a course's name in bold, a link): the message
// is said with markers for those parameters, then the markers become elements, so the words
// around them keep each language's own order. The one way to do this; messages stay plain data.

/** Put in a message's parameter where `withNode` is to place an element. */
export const SLOT = "\u0000";

/** `text` said with SLOT for one parameter; SLOT becomes `node`. */
export function withNode(text: string, node: React.ReactNode): React.ReactNode {
  return text.split(SLOT).map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move
    <Fragment key={i}>
      {i > 0 ? node : null}
      {part}
    </Fragment>
  ));
}

/**
 * A message with several parameters as elements ("You have completed {completed} of {total}
 * courses." with both numbers in bold).
 */
export function withNodes<K extends string>(
  message: (params: Record<K, string>) => string,
  nodes: Record<K, React.ReactNode>,
): React.ReactNode[] {
  const names = Object.keys(nodes) as K[];
  const text = message(
    Object.fromEntries(names.map((name, i) => [name, `${SLOT}${i}${SLOT}`])) as Record<K, string>,
  );
  return text.split(SLOT).map((part, i) =>
    i % 2 === 1 ? (
      <Fragment key={`node-${part}`}>{nodes[names[Number(part)] as K]}</Fragment>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a message's pieces never move.
      <Fragment key={`text-${i}`}>{part}</Fragment>
    ),
  );
}
