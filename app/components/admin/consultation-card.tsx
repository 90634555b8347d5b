import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Form } from "~/components/ui/link";
import {
  CONSULTATION_TRANSITIONS,
  type ConsultationStatus,
} from "~/domain/consultations/transitions";
import { adminConsultations } from "~/i18n/messages/admin-consultations";
import { useLocale, useT } from "~/i18n/react";
import { formatDate, formatDateTime, formatTimeSlot } from "~/lib/format";
import { DetailItem } from "./detail-item";

export type ConsultationRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  plan: string;
  /** Who holds the booking's hour (sites with consultants). */
  consultantName?: string | null;
  farmSize: string | null;
  cropType: string | null;
  preferredDate: string | null;
  preferredTime: string | null;
  message: string;
  status: ConsultationStatus;
  createdAt: string;
  hasAccount: boolean;
  /** The language the requester's messages are written in (their summaries are content). */
  locale?: string;
  /** What was sent about it, on which channel, and how far it got. */
  messages?: {
    channel: "email" | "sms" | "whatsapp";
    status:
      | "queued"
      | "sending"
      | "sent"
      | "failed"
      | "skipped"
      | "delivered"
      | "read"
      | "scheduled";
    summary: string;
    at: string;
  }[];
};

export const STATUS_BADGE: Record<ConsultationStatus, BadgeVariant> = {
  pending: "warning",
  confirmed: "info",
  completed: "success",
  cancelled: "neutral",
};

/**
 * One consultation with all its details, the transitions its status allows (the server decides
 * again) and a delete confirmation that works without JavaScript (a <details> holding the form).
 */
export function ConsultationCard({ c, action }: { c: ConsultationRow; action: string }) {
  const headingId = `consultation-${c.id}`;
  const transitions = CONSULTATION_TRANSITIONS[c.status];
  const words = useT(adminConsultations);
  const t = words.card;
  const locale = useLocale();
  // The plan is stored as the Consulting page's English phase name; staff read it in theirs.
  const plan = (words.plans as Record<string, string>)[c.plan] ?? c.plan;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold break-words text-ink">
            {c.name}
          </h2>
          <p className="text-sm text-ink-muted">
            {t.requested({ plan, date: formatDateTime(c.createdAt, locale) })}
            {c.hasAccount ? t.hasAccount : ""}
          </p>
        </div>
        <Badge variant={STATUS_BADGE[c.status]}>{words.filters[c.status]}</Badge>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm lg:grid-cols-3">
        <DetailItem label={t.email} wide>
          <a className="text-brand-700 underline" href={`mailto:${c.email}`}>
            {c.email}
          </a>
        </DetailItem>
        <DetailItem label={t.phone}>
          {c.phone ? (
            <a className="text-brand-700 underline" href={`tel:${c.phone.replace(/\s+/g, "")}`}>
              {c.phone}
            </a>
          ) : (
            t.notGiven
          )}
        </DetailItem>
        <DetailItem label={t.plan}>{plan}</DetailItem>
        {c.consultantName ? <DetailItem label={t.consultant}>{c.consultantName}</DetailItem> : null}
        <DetailItem label={t.farmSize}>{c.farmSize ?? t.notGiven}</DetailItem>
        <DetailItem label={t.cropType}>{c.cropType ?? t.notGiven}</DetailItem>
        <DetailItem label={t.preferred} wide>
          {c.preferredDate ? formatDate(`${c.preferredDate}T12:00:00Z`, locale) : t.noDate}
          {c.preferredTime ? t.at({ time: formatTimeSlot(c.preferredTime, locale) }) : ""}
        </DetailItem>
        <DetailItem label={t.message} full>
          <span className="whitespace-pre-line">{c.message}</span>
        </DetailItem>
        {c.messages?.length ? (
          <DetailItem label={words.messagesSent} full>
            <ul className="space-y-1">
              {c.messages.map((m) => (
                <li key={`${m.at}-${m.channel}-${m.summary}`} className="text-sm">
                  <span className="font-semibold">{words.channels[m.channel]}</span>
                  {" · "}
                  <span className={m.status === "failed" ? "text-danger-strong" : ""}>
                    {words.deliveries[m.status]}
                  </span>
                  {" · "}
                  <span className="text-ink-muted">
                    <span lang={c.locale}>{m.summary}</span> ({formatDateTime(m.at, locale)})
                  </span>
                </li>
              ))}
            </ul>
          </DetailItem>
        ) : null}
      </dl>

      <div className="mt-4 flex flex-wrap items-start gap-2 border-t border-border pt-4">
        {transitions.map((to) => (
          <Form key={to} method="post" action={action}>
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="id" value={c.id} />
            <input type="hidden" name="status" value={to} />
            <Button
              size="sm"
              variant={to === "cancelled" ? "outline" : "primary"}
              aria-label={t.actionFor({ action: t.actions[to], name: c.name })}
            >
              {t.actions[to]}
            </Button>
          </Form>
        ))}
        {transitions.length === 0 ? (
          <p className="self-center text-sm text-ink-muted">{t.noFurther}</p>
        ) : null}
        <details className="group ml-auto">
          <summary
            className="inline-flex h-9 cursor-pointer list-none items-center rounded-md border border-danger-border bg-surface px-3 text-sm font-semibold text-danger-strong select-none hover:bg-danger-bg focus-visible:focus-ring [&::-webkit-details-marker]:hidden"
            aria-label={t.deleteFrom({ name: c.name })}
          >
            {t.delete}
          </summary>
          <div className="mt-2 rounded-lg border border-danger-border bg-danger-bg p-3 text-sm">
            <p className="font-semibold text-danger-strong">{t.deleteQuestion}</p>
            <p className="mt-1 text-ink">{t.deleteWarning({ name: c.name })}</p>
            <Form method="post" action={action} className="mt-3">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={c.id} />
              <Button size="sm" variant="destructive">
                {t.yesDelete}
              </Button>
            </Form>
          </div>
        </details>
      </div>
    </article>
  );
}
