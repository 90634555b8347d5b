import { Button, usePendingForm } from "~/components/ui/button";
import { Form } from "~/components/ui/link";
import { admin } from "~/i18n/messages/admin";
import { useT } from "~/i18n/react";

/**
 * ↑ Up and ↓ Down for one item of an ordered list (lessons, a quiz's questions): a small form
 * that posts intent "move", the item's id under `idField` and the direction, so reordering works
 * without JavaScript. The first item cannot go up, the last cannot go down.
 */
export function MoveButtons({
  idField,
  id,
  name,
  index,
  count,
}: {
  idField: string;
  id: string;
  /** What the buttons' accessible names call the item ("Move <name> up"). */
  name: string;
  index: number;
  count: number;
}) {
  const isPending = usePendingForm();
  const t = useT(admin);
  const pending = (direction: "up" | "down") =>
    isPending({ fields: { intent: "move", [idField]: id, direction } });
  return (
    <Form method="post" className="flex gap-2">
      <input type="hidden" name={idField} value={id} />
      <input type="hidden" name="intent" value="move" />
      <Button
        type="submit"
        name="direction"
        value="up"
        size="sm"
        variant="outline"
        disabled={index === 0}
        aria-label={t.move.upLabel({ name })}
        pending={pending("up")}
      >
        {t.move.up}
      </Button>
      <Button
        type="submit"
        name="direction"
        value="down"
        size="sm"
        variant="outline"
        disabled={index === count - 1}
        aria-label={t.move.downLabel({ name })}
        pending={pending("down")}
      >
        {t.move.down}
      </Button>
    </Form>
  );
}
