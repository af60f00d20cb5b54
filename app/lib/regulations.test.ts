import { describe, expect, it } from 'vitest';
import {
  parseRegisterFilter,
  type RelatedRegulation,
  registerQuery,
  regulationTitle,
  revokedFrom,
} from './regulations';

const parse = (query: string) => parseRegisterFilter(new URLSearchParams(query));

describe('the register filters', () => {
  it('reads kind, year and status, and treats an empty value as no filter', () => {
    expect(parse('')).toEqual({});
    expect(parse('kind=pmk&year=2024&status=in_force')).toEqual({ kind: 'pmk', year: 2024, status: 'in_force' });
    expect(parse('kind=&year=&status=')).toEqual({});
    expect(parse('kind=per-djp&page=2')).toEqual({ kind: 'per-djp' });
  });

  it('refuses unknown values, repeated parameters and years outside 1945–2100', () => {
    for (const query of [
      'kind=PMK',
      'kind=pmk&kind=pp',
      'status=berlaku',
      'year=1944',
      'year=2101',
      'year=24',
      'year=2024.0',
      'year=%202024',
      'kind=<script>',
    ]) {
      expect(parse(query), query).toBeNull();
    }
  });

  it('writes the filters back in a steady order, with page only beyond the first', () => {
    expect(registerQuery({ status: 'revoked', kind: 'pp', year: 2018 }, 1).toString()).toBe(
      'kind=pp&year=2018&status=revoked',
    );
    expect(registerQuery({}, 3).toString()).toBe('page=3');
  });
});

describe('regulationTitle', () => {
  it('shows the English title on English pages and falls back to the official Indonesian one', () => {
    expect(regulationTitle({ titleId: 'Bea Meterai', titleEn: 'Stamp Duty' }, 'en')).toBe('Stamp Duty');
    expect(regulationTitle({ titleId: 'Bea Meterai', titleEn: null }, 'en')).toBe('Bea Meterai');
    expect(regulationTitle({ titleId: 'Bea Meterai', titleEn: 'Stamp Duty' }, 'id')).toBe('Bea Meterai');
    expect(regulationTitle({ titleId: null, titleEn: null }, 'id')).toBeNull();
  });
});

describe('revokedFrom', () => {
  const revoker = (
    effectiveOn: string | null,
    status: RelatedRegulation['status'] = 'in_force',
  ): RelatedRegulation => ({
    slug: `r-${effectiveOn}`,
    designation: 'X',
    titleId: null,
    titleEn: null,
    status,
    effectiveOn,
  });

  it('is the earliest known date of the revokers in effect', () => {
    expect(revokedFrom([revoker('2025-01-01'), revoker('2024-01-01', 'revoked'), revoker(null)])).toBe('2024-01-01');
  });

  it('leaves out a revoker not yet in force, and is null when no date is known', () => {
    expect(revokedFrom([revoker('2999-01-01', 'not_yet_in_force'), revoker('2030-06-01')])).toBe('2030-06-01');
    expect(revokedFrom([revoker(null), revoker('2999-01-01', 'not_yet_in_force')])).toBeNull();
    expect(revokedFrom([])).toBeNull();
  });
});
