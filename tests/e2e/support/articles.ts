// The seed articles the article-page specs (reading, sharing) open.

// Four ## sections, and an editor's revision date in the seed (supabase/seed/90_timestamps.sql).
export const LONG = '/id/pph/aturan-lengkap-pph-21-skema-ter-pmk-168-2023';
export const LONG_EN = '/en/pph/complete-rules-pph-21-ter-scheme-pmk-168-2023';
