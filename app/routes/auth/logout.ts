export function action() {
  return null;
}
