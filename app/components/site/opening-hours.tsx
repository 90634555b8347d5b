import { splitRanges } from "~/lib/no-break-ranges";

/** One line of opening hours whose day and time ranges never break in the middle. */
export function OpeningHoursText({ text }: { text: string }) {
  return (
    <>
      {splitRanges(text).map((part, index) =>
        part.keepTogether ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order.
          <span key={index} className="whitespace-nowrap">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
