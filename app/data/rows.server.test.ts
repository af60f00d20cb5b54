import { PostgrestError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { DataUnavailableError } from '~/lib/unavailable.server';
import { everyRow, POSTGREST_MAX_ROWS } from './rows.server';

/** A table of `total` rows as PostgREST serves it: at most POSTGREST_MAX_ROWS an answer, whatever is asked. */
function table(total: number) {
  const asked: [number, number][] = [];
  const page = async (from: number, to: number) => {
    asked.push([from, to]);
    const last = Math.min(to, from + POSTGREST_MAX_ROWS - 1, total - 1);
    const data = Array.from({ length: Math.max(0, last - from + 1) }, (_, index) => ({ id: from + index }));
    return { data, error: null };
  };
  return { asked, page };
}

describe('everyRow', () => {
  it('reads page after page until one comes back short, each row once and in order', async () => {
    for (const total of [0, 1, POSTGREST_MAX_ROWS - 1, POSTGREST_MAX_ROWS, POSTGREST_MAX_ROWS * 2 + 5]) {
      const { asked, page } = table(total);
      const rows = await everyRow('test', page);
      expect(rows.map((row) => row.id)).toEqual(Array.from({ length: total }, (_, index) => index));
      expect(asked).toHaveLength(Math.floor(total / POSTGREST_MAX_ROWS) + 1);
    }
  });

  it('turns a failed page into DataUnavailableError', async () => {
    const error = new PostgrestError({ code: '57014', message: 'canceling statement', details: '', hint: '' });
    const failing = async () => ({ data: null, error });
    await expect(everyRow('test', failing)).rejects.toBeInstanceOf(DataUnavailableError);
  });
});
