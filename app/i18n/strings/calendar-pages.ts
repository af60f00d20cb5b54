import { pageStrings } from './page-strings';

/**
 * The tax calendar's own strings, handed to components by their loaders (see ./regulation-pages.ts). The
 * templates ({date}, {year}, {names}, {period}) are filled on the server.
 */
const id = {
  title: 'Kalender Pajak',
  description:
    'Tenggat setor dan lapor pajak Indonesia, sudah digeser ke hari kerja berikutnya bila jatuh pada akhir pekan atau hari libur.',
  intro:
    'Tenggat yang jatuh pada hari Sabtu, Minggu, hari libur nasional, atau cuti bersama digeser ke hari kerja berikutnya.',
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
  subscribe: 'Langganan kalender (webcal)',
  download: 'Unduh berkas .ics',
  subscribeHint: 'Tambahkan tenggat ke aplikasi kalender Anda; pengingat muncul tiga hari sebelumnya.',
  feedDescription: 'Tenggat pajak Indonesia dari newstax, sudah digeser ke hari kerja.',
  eventDescription: '{name} untuk {period}.',
  eventMoved: 'Tanggal menurut aturan: {date}; digeser ke hari kerja berikutnya.',
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
    'Indonesian tax payment and filing deadlines, already moved to the next working day when they fall on a weekend or holiday.',
  intro:
    'A deadline that falls on a Saturday, a Sunday, a national holiday or a collective leave day moves to the next working day.',
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
  subscribe: 'Subscribe to the calendar (webcal)',
  download: 'Download the .ics file',
  subscribeHint: 'Add the deadlines to your calendar app; a reminder shows three days before.',
  feedDescription: 'Indonesian tax deadlines from newstax, moved to working days.',
  eventDescription: '{name} for {period}.',
  eventMoved: 'Date set by the rule: {date}; moved to the next working day.',
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
