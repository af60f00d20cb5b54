/** A `##` section of an article body: the id its heading got on the server, and the heading's text. */
export type ContentsEntry = { id: string; text: string };

/**
 * "Daftar isi" / "Contents": plain in-page links to the body's sections, rendered on the server with the body,
 * so it is in place before the first paint and never moves what follows.
 */
export function ArticleContents({ label, entries }: { label: string; entries: ContentsEntry[] }) {
  return (
    <nav aria-label={label} className="article-contents">
      <h2 className="article-contents-title">{label}</h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
