import { pageStrings } from './page-strings';

/**
 * The tax calendar's own strings, handed to components by their loaders (see ./regulation-pages.ts). The
 * templates ({date}, {year}, {names}, {period}) are filled on the server. Whether a deadline moves off a weekend
 * or holiday is each rule's own fact (docs/decisions/0048): these strings never say it for all of them.
 */
const id = {
  title: 'Kalender Pajak',
  description:
    'Tenggat setor dan lapor pajak Indonesia: digeser ke hari kerja berikutnya bila aturannya menggeser, tetap bila tidak, dengan dasar hukumnya.',
  intro:
    'Tenggat yang jatuh pada hari Sabtu, Minggu, hari libur nasional, atau cuti bersama digeser ke hari kerja berikutnya bila dasar hukumnya menggesernya; tenggat yang tidak bergeser tetap pada hari itu, dan setiap aturan tenggat menyebut dasar hukumnya.',
  upcoming: 'Tenggat mendatang',
  upcomingHome: 'Tenggat terdekat',
  allDeadlines: 'Lihat kalender pajak',
  noUpcoming: 'Tidak ada tenggat dalam tiga bulan ke depan.',
  noUpcomingHome: 'Tidak ada tenggat dalam dua bulan ke depan.',
  month: 'Kalender bulan {month}',
  previousMonth: 'Bulan sebelumnya',
  nextMonth: 'Bulan berikutnya',
  otherMonths: 'Bulan lain',
  today: 'Hari ini',
  holiday: 'Hari libur',
  weekend: 'Akhir pekan',
  deadline: 'Tenggat',
  due: 'Jatuh tempo',
  nominal: 'Tanggal menurut aturan',
  movedFrom: 'digeser dari {date}',
  becauseWeekend: 'akhir pekan',
  taxes: 'Berlaku untuk',
  regulation: 'Dasar hukum',
  terms: 'Istilah',
  monthlyPeriod: 'Masa Pajak {period}',
  yearlyPeriod: 'Tahun Pajak {period}',
  holidaysMissing:
    'Hari libur tahun {year} belum dimasukkan: tenggat tahun itu baru digeser karena akhir pekan, belum karena hari libur.',
  holidaysIncomplete: 'Daftar hari libur tahun {year} belum lengkap. Yang sudah dimasukkan: {names}.',
  provisional: 'Tanggal sementara: daftar hari libur {year} belum lengkap, tenggat ini bisa bergeser.',
  holidaysSource: 'Hari libur nasional dan cuti bersama tahun {year} mengikuti {decree}.',
  holidaysComplete: 'Daftar hari libur tahun {year} sudah lengkap.',
  staysOnWeekday: 'tetap pada hari {weekday}',
  staysOnHoliday: 'tetap pada {holiday}',
  movesRule:
    'Bila jatuh pada hari Sabtu, Minggu, hari libur nasional, atau cuti bersama, digeser ke hari kerja berikutnya ({basis}).',
  staysRule: 'Tidak digeser ke hari kerja berikutnya: {reason} ({basis}).',
  basisMissing: 'dasar hukumnya belum tercatat',
  waiver: 'Penghapusan sanksi',
  rules: 'Aturan tenggat dan sumbernya',
  monthNotes: 'Catatan tenggat bulan ini',
  subscribe: 'Langganan kalender (webcal)',
  download: 'Unduh berkas .ics',
  subscribeHint: 'Tambahkan tenggat ke aplikasi kalender Anda; pengingat muncul tiga hari sebelumnya.',
  feedDescription: 'Tenggat pajak Indonesia dari newstax, digeser ke hari kerja bila aturannya menggeser.',
  eventDescription: '{name} untuk {period}.',
  eventMoved: 'Tanggal menurut aturan: {date}; digeser ke hari kerja berikutnya.',
  eventStays: 'Tanggal menurut aturan: {date}; {note}.',
  eventDetails: 'Selengkapnya: {url}',
  reminder: 'Tenggat pajak dalam tiga hari: {name}',
  ruleMonthlyDay: 'Tanggal {day} bulan berikutnya setelah masa pajak berakhir',
  ruleMonthlyEnd: 'Akhir bulan berikutnya setelah masa pajak berakhir',
  ruleYearlyDay: '{date} tahun berikutnya',
  ruleYearlyMonthEnd: 'Akhir bulan ke-{months} setelah tahun pajak berakhir',
};

export type CalendarPageStrings = typeof id;

const en: CalendarPageStrings = {
  title: 'Tax Calendar',
  description:
    'Indonesian tax payment and filing deadlines: moved to the next working day where their rules move them, kept where they do not, with the legal basis.',
  intro:
    'A deadline that falls on a Saturday, a Sunday, a national holiday or a collective leave day moves to the next working day where its legal basis moves it; a deadline that does not move stays on that day, and each rule names its legal basis.',
  upcoming: 'Upcoming deadlines',
  upcomingHome: 'Next deadlines',
  allDeadlines: 'See the tax calendar',
  noUpcoming: 'No deadline in the next three months.',
  noUpcomingHome: 'No deadline in the next two months.',
  month: 'Calendar for {month}',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  otherMonths: 'Other months',
  today: 'Today',
  holiday: 'Holiday',
  weekend: 'Weekend',
  deadline: 'Deadline',
  due: 'Due',
  nominal: 'Date set by the rule',
  movedFrom: 'moved from {date}',
  becauseWeekend: 'weekend',
  taxes: 'Covers',
  regulation: 'Legal basis',
  terms: 'Terms',
  monthlyPeriod: 'tax period {period}',
  yearlyPeriod: 'tax year {period}',
  holidaysMissing:
    'The holidays of {year} are not yet entered: deadlines that year move for weekends only, not yet for holidays.',
  holidaysIncomplete: 'The holiday list for {year} is not complete. Entered so far: {names}.',
  provisional: 'Provisional: the {year} holiday list is not complete; this deadline may move.',
  holidaysSource: 'The national holidays and collective leave of {year} follow {decree}.',
  holidaysComplete: 'The holiday list for {year} is complete.',
  staysOnWeekday: 'stays on the {weekday}',
  staysOnHoliday: 'stays on {holiday}',
  movesRule:
    'On a Saturday, Sunday, national holiday or collective leave day, it moves to the next working day ({basis}).',
  staysRule: 'Does not move to the next working day: {reason} ({basis}).',
  basisMissing: 'legal basis not yet recorded',
  waiver: 'Penalties waived',
  rules: 'Deadline rules and their sources',
  monthNotes: "Notes on this month's deadlines",
  subscribe: 'Subscribe to the calendar (webcal)',
  download: 'Download the .ics file',
  subscribeHint: 'Add the deadlines to your calendar app; a reminder shows three days before.',
  feedDescription: 'Indonesian tax deadlines from newstax, moved to working days where their rules move them.',
  eventDescription: '{name} for {period}.',
  eventMoved: 'Date set by the rule: {date}; moved to the next working day.',
  eventStays: 'Date set by the rule: {date}; {note}.',
  eventDetails: 'More: {url}',
  reminder: 'Tax deadline in three days: {name}',
  ruleMonthlyDay: 'The {day} of the month after the tax month',
  ruleMonthlyEnd: 'The end of the month after the tax month',
  ruleYearlyDay: '{date} of the year after the tax year',
  ruleYearlyMonthEnd: 'The end of the {months} month after the tax year',
};

export const calendarPageStrings = pageStrings({ id, en });

/** Fills {name} placeholders; a placeholder without a value stays as written. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
