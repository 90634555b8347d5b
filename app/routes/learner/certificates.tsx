// Placeholder while the page is built (issue 4).
export default function Placeholder() {
  return null;
}
