import { sql, takeTurnsWith } from '../../setup/db.ts';

// The regulations and names that the citation test files cite (short ones, and a full one that begins with a
// short one, so that the longest name must win), and the cleanup of every test-cit-* row they write.

/**
 * Registers the calling file's hooks. The files share these slugs, numbers and names (their assertions name
 * them), and one file's cleanup removes every test-cit-* article: without taking turns, one would insert rows
 * the other already holds, or delete rows the other is still reading.
 */
export function setUpCitedRegulations() {
  takeTurnsWith(
    'newstax citation fixtures',
    async () => {
      await sql(
        `insert into public.regulations (slug, kind, number, year, designation, title_id) values
           ('test-cit-pmk', 'pmk', 901, 2031, '901/PMK.03/2031', 'Peraturan uji'),
           ('test-cit-uu', 'uu', 902, 2031, 'UU 902/2031', 'Undang-undang uji'),
           ('test-cit-uu-dua', 'uu', 903, 2031, 'UU 903/2031', 'Undang-undang uji kedua'),
           ('test-cit-uu-tiga', 'uu', 904, 2031, 'UU 904/2031', 'Undang-undang uji ketiga')`,
      );
      await sql(
        `insert into public.regulation_names (name, regulation_id)
         select 'Testcita', id from public.regulations where slug = 'test-cit-uu'
         union all select 'Testcita Dua', id from public.regulations where slug = 'test-cit-uu-dua'
         union all select 'Testcita Dua Nama Lengkap', id from public.regulations where slug = 'test-cit-uu-tiga'`,
      );
    },
    async () => {
      await sql("delete from public.articles where slug like 'test-cit-%'");
      await sql("delete from public.regulations where slug like 'test-cit-%'");
    },
  );
}
