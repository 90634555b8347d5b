/**
 * Signing out, or deleting the account, empties what the browser keeps for the learner on this
 * phone: downloaded lessons and kept pages (Cache API), queued progress (IndexedDB) and the service
 * worker. On a shared phone the next person never sees them. HTTP's cache is left alone: the site's
 * scripts and styles are the same for everyone, and downloading them again costs data.
 */
export function clearDeviceStorage(headers: Headers = new Headers()): Headers {
  headers.set("Clear-Site-Data", '"storage"');
  return headers;
}
