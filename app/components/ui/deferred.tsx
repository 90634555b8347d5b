import { Suspense } from "react";
import { Await } from "react-router";
import { type Deferred, isDeferred } from "~/lib/defer";

/**
 * Renders `children` with loader data that may still be on its way (see deferWhenSlow): at once
 * when it is there (always on the server), else `fallback` until it arrives. A failed load shows
 * `errorElement`, or the fallback.
 */
export function DeferredContent<T>({
  value,
  fallback,
  errorElement,
  children,
}: {
  value: T | Deferred<T>;
  fallback: React.ReactNode;
  errorElement?: React.ReactNode;
  children: (value: T) => React.ReactNode;
}) {
  if (!isDeferred(value)) return children(value);
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value.deferred} errorElement={errorElement ?? fallback}>
        {(resolved: T) => children(resolved)}
      </Await>
    </Suspense>
  );
}
