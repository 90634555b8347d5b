import { Form } from "~/components/ui/link";
import { auth } from "~/i18n/messages/auth";
import { useT } from "~/i18n/react";

type Providers = { google: boolean; facebook: boolean };

// In the order the buttons are shown.
const PROVIDERS = [
  {
    id: "google",
    label: "Google",
    viewBox: "0 0 48 48",
    paths: [
      {
        fill: "#EA4335",
        d: "M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z",
      },
      {
        fill: "#4285F4",
        d: "M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z",
      },
      {
        fill: "#FBBC05",
        d: "M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z",
      },
      {
        fill: "#34A853",
        d: "M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.1 1.4-4.9 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z",
      },
    ],
  },
  {
    id: "facebook",
    label: "Facebook",
    viewBox: "0 0 24 24",
    paths: [
      {
        fill: "#1877F2",
        d: "M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07z",
      },
    ],
  },
] as const;

/**
 * Google and Facebook buttons, shown only for providers that are configured. They post to the
 * page's own action, which starts the provider's flow with a plain redirect (no JavaScript needed).
 */
export function SocialSignIn({ providers, action }: { providers: Providers; action: string }) {
  const t = useT(auth).social;
  if (!providers.google && !providers.facebook) return null;
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-sm text-ink-muted">
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
        {t.orContinueWith}
        <span className="h-px flex-1 bg-border" aria-hidden="true" />
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {PROVIDERS.filter(({ id }) => providers[id]).map((provider) => (
          <Form key={provider.id} method="post" action={action}>
            <input type="hidden" name="intent" value="social" />
            <button
              type="submit"
              name="provider"
              value={provider.id}
              className="flex w-full items-center justify-center gap-2 rounded-lg border border-border bg-surface px-4 py-2.5 font-medium hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <ProviderMark {...provider} />
              {` ${provider.label}`}
            </button>
          </Form>
        ))}
      </div>
    </div>
  );
}

/** A provider's logo, 18 pixels square beside its name; the name says it to screen readers. */
function ProviderMark({ viewBox, paths }: (typeof PROVIDERS)[number]) {
  return (
    <svg width="18" height="18" viewBox={viewBox} aria-hidden="true">
      {paths.map(({ fill, d }) => (
        <path key={fill} fill={fill} d={d} />
      ))}
    </svg>
  );
}
