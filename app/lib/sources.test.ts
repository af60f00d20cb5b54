import { describe, expect, it } from 'vitest';
import { sourceText, sourceView } from './sources';

describe('sourceView', () => {
  it('names the source, links it and dates the check in the reader’s language', () => {
    const source = { url: 'https://peraturan.bpk.go.id/Details/1', name: 'JDIH BPK', checkedOn: '2026-11-28' };
    const id = sourceView(source, 'id');
    expect(id).toEqual({
      lead: 'Sumber:',
      name: 'JDIH BPK',
      href: 'https://peraturan.bpk.go.id/Details/1',
      checked: 'Diperiksa',
      checkedOn: { iso: '2026-11-28', label: '28 November 2026' },
    });
    expect(sourceText(id)).toBe(
      'Sumber: JDIH BPK (https://peraturan.bpk.go.id/Details/1) · Diperiksa 28 November 2026',
    );
    expect(sourceText(sourceView(source, 'en'))).toBe(
      'Source: JDIH BPK (https://peraturan.bpk.go.id/Details/1) · Checked 28 November 2026',
    );
  });

  it('names an unnamed source by its host, and says when the check is not recorded', () => {
    expect(sourceView({ url: 'https://pajak.go.id/id/x', name: null, checkedOn: null }, 'en')).toEqual({
      lead: 'Source:',
      name: 'pajak.go.id',
      href: 'https://pajak.go.id/id/x',
      checked: 'date of check not yet recorded',
      checkedOn: null,
    });
  });

  it('says no source is recorded, never blank, also for an address that is not one', () => {
    expect(sourceView({ url: null, name: null, checkedOn: null }, 'id')).toEqual({ missing: 'Sumber belum tercatat' });
    expect(sourceView({ url: 'not a url', name: 'x', checkedOn: '2026-11-28' }, 'en')).toEqual({
      missing: 'Source not yet recorded',
    });
    expect(sourceText(sourceView({ url: null, name: null, checkedOn: null }, 'en'))).toBe('Source not yet recorded');
  });
});
