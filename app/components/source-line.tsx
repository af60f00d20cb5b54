import type { SourceView } from '~/lib/sources';

/**
 * Where a fact comes from and when it was last checked: "Sumber: JDIH Kemenkeu · Diperiksa 28 November 2026", the
 * name linking to the source; or that no source is recorded. Never blank (docs/decisions/0048).
 */
export function SourceLine({ source, className = '' }: { source: SourceView; className?: string }) {
  if ('missing' in source) return <p className={`source-line text-sm text-muted ${className}`}>{source.missing}</p>;
  return (
    <p className={`source-line text-sm text-muted ${className}`}>
      {source.lead}{' '}
      <a href={source.href} rel="noopener noreferrer nofollow" className="text-accent-ink underline">
        {source.name}
      </a>{' '}
      · {source.checked}
      {source.checkedOn && (
        <>
          {' '}
          <time dateTime={source.checkedOn.iso}>{source.checkedOn.label}</time>
        </>
      )}
    </p>
  );
}
