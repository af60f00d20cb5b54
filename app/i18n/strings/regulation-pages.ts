import { pageStrings } from './page-strings';

/**
 * The regulation pages' own strings. Their loaders hand them to the components, so the browser bundle, which
 * carries every string in ./id.ts and ./en.ts, does not grow with them (docs/decisions/0014 and 0018).
 */
const id = {
  description: 'Daftar peraturan perpajakan yang dikutip berita newstax, dengan status berlakunya.',
  intro:
    'Peraturan yang dikutip berita kami, dengan status berlakunya hari ini. Tahun terbaru lebih dulu; dalam satu tahun, menurut jenis peraturan, lalu nomor terbaru.',
  filters: 'Saring peraturan',
  kind: 'Jenis',
  year: 'Tahun',
  statusFilter: 'Status',
  any: 'Semua',
  apply: 'Terapkan',
  reset: 'Hapus saringan',
  empty: 'Tidak ada peraturan yang cocok dengan saringan ini.',
  issued: 'Ditetapkan',
  // Tense-neutral: the date a regulation took, or will take, effect, whatever its status now (a revoked one too).
  effective: 'Mulai berlaku',
  // The day a revocation took, or takes, effect: the revoking regulation's date in force.
  revokedFrom: 'Dicabut mulai',
  unknownDate: 'belum tercatat',
  summary: 'Ringkasan',
  relations: 'Hubungan dengan peraturan lain',
  revokes: 'Mencabut',
  revokesBy: 'Dicabut oleh',
  amends: 'Mengubah',
  amendsBy: 'Diubah oleh',
  implements: 'Melaksanakan',
  implementsBy: 'Dilaksanakan oleh',
  citedBy: 'Berita yang mengutip',
  notCited: 'Belum ada berita yang mengutip peraturan ini.',
  deadlines: 'Tenggat yang diatur',
  terms: 'Istilah yang diatur',
  titleMissing: 'Judul dalam bahasa Inggris belum tersedia; judul resmi:',
  statusLegend: 'Arti status',
  statusMeanings: {
    in_force: 'Sedang berlaku dan belum diubah atau dicabut oleh peraturan lain.',
    amended: 'Masih berlaku, dengan perubahan oleh peraturan lain yang sudah berlaku.',
    revoked: 'Tidak berlaku lagi: dicabut oleh peraturan lain yang sudah berlaku.',
    not_yet_in_force: 'Sudah ditetapkan, tetapi tanggal mulai berlakunya belum tiba.',
  },
  kinds: {
    uu: 'Undang-Undang',
    perpu: 'Perppu',
    pp: 'Peraturan Pemerintah',
    perpres: 'Peraturan Presiden',
    pmk: 'Peraturan Menteri Keuangan',
    kmk: 'Keputusan Menteri Keuangan',
    'per-djp': 'Peraturan Dirjen Pajak',
    'se-djp': 'Surat Edaran Dirjen Pajak',
    perda: 'Peraturan Daerah',
  },
};

export type RegulationPageStrings = typeof id;

const en: RegulationPageStrings = {
  description: 'The tax regulations newstax reports cite, with whether each is in force.',
  intro:
    'The regulations our reporting cites, with their legal status today. Newest year first; within a year, by type of regulation, then newest number first.',
  filters: 'Filter regulations',
  kind: 'Type',
  year: 'Year',
  statusFilter: 'Status',
  any: 'All',
  apply: 'Apply',
  reset: 'Clear filters',
  empty: 'No regulation matches these filters.',
  issued: 'Issued',
  effective: 'Effective',
  revokedFrom: 'Revoked from',
  unknownDate: 'not yet recorded',
  summary: 'Summary',
  relations: 'Related regulations',
  revokes: 'Revokes',
  revokesBy: 'Revoked by',
  amends: 'Amends',
  amendsBy: 'Amended by',
  implements: 'Implements',
  implementsBy: 'Implemented by',
  citedBy: 'News citing it',
  notCited: 'No news cites this regulation yet.',
  deadlines: 'Deadlines it sets',
  terms: 'Terms it governs',
  titleMissing: 'No English title is recorded yet; the official title:',
  statusLegend: 'What the statuses mean',
  statusMeanings: {
    in_force: 'In force, and not amended or revoked by another regulation.',
    amended: 'Still in force, as amended by another regulation that has taken effect.',
    revoked: 'No longer in force: revoked by another regulation that has taken effect.',
    not_yet_in_force: 'Issued, but the date it takes effect has not come yet.',
  },
  kinds: {
    uu: 'Law',
    perpu: 'Government Regulation in Lieu of Law',
    pp: 'Government Regulation',
    perpres: 'Presidential Regulation',
    pmk: 'Minister of Finance Regulation',
    kmk: 'Minister of Finance Decree',
    'per-djp': 'Director General of Taxes Regulation',
    'se-djp': 'Director General of Taxes Circular',
    perda: 'Regional Regulation',
  },
};

export const regulationPageStrings = pageStrings({ id, en });
