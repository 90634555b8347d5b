export default function Home() {
  return (
    <main>
      <h1>AFA Academy</h1>
    </main>
  );
}
