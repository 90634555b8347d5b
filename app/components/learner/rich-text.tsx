import { Fragment } from "react";

/** Put in a message's parameter where `withNode` is to place an element. */
export const SLOT = "\u0000";

/**
 * A translated sentence with one part set apart (a course's name in bold): `text` is the message
 * said with SLOT for that parameter, and SLOT becomes `node`, so the words around it keep the
 * language's own order.
 */
export function withNode(text: string, node: React.ReactNode): React.ReactNode {
  return text.split(SLOT).map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move
    <Fragment key={i}>
      {i > 0 ? node : null}
      {part}
    </Fragment>
  ));
}
