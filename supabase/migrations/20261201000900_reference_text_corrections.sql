-- Three corrections to the seeded reference texts (2026-11-25), for a database seeded before them.
--
-- 1. PMK 131/2024's summary gave "the import value or selling price" as the 11/12 base; for services it is the
--    consideration (penggantian), as the glossary's entry for the other-value base already says.
-- 2. The tax treaty's English definition said treaties prevent tax "evasion" where the Indonesian says
--    penghindaran pajak, which is avoidance; evasion (penggelapan) is a crime, and another thing.
-- 3. The monthly payment rule's list of taxes starts "Antara lain" / "Among others" in the seed (the list in
--    PMK 81/2024 Article 94(2) is longer than what the calendar names), but migration 20261201000000 wrote it
--    without those words: a migrated database and a freshly seeded one said different things.
--
-- Each changes a row only where it is still as the seed or that migration wrote it: a row an editor rewrote is
-- theirs, and a database without the seed gets the corrected rows from supabase/seed/.
update public.regulations
set summary_id = 'Tarif PPN 12% dikenakan penuh atas barang mewah yang juga dikenai PPnBM; untuk barang dan jasa lain, PPN dihitung dari dasar pengenaan pajak nilai lain sebesar 11/12 dari harga jual, penggantian, atau nilai impor.',
    summary_en = 'The 12% VAT rate applies in full to luxury goods that also bear the luxury-goods sales tax; for other goods and services, VAT is charged on an other-value tax base of 11/12 of the selling price, consideration or import value.'
where slug = 'pmk-131-2024'
  and summary_id = 'Tarif PPN 12% dikenakan penuh atas barang mewah yang juga dikenai PPnBM; untuk barang dan jasa lain, PPN dihitung dari dasar pengenaan pajak nilai lain sebesar 11/12 dari nilai impor atau harga jual.'
  and summary_en = 'The 12% VAT rate applies in full to luxury goods that also bear the luxury-goods sales tax; for other goods and services, VAT is charged on an other-value tax base of 11/12 of the import value or selling price.';

update public.glossary_entries
set definition_en = $d$An agreement between Indonesia and another country that divides the right to tax income flowing between them, to avoid double taxation and prevent tax avoidance. A treaty can lower Article 26 withholding, for example on dividends, interest and royalties, for residents of the partner country. To claim it, the recipient must prove residence in the partner country with a certificate of domicile and meet the other conditions, including not abusing the treaty.$d$
where slug = 'p3b'
  and definition_en = $d$An agreement between Indonesia and another country that divides the right to tax income flowing between them, to avoid double taxation and prevent tax evasion. A treaty can lower Article 26 withholding, for example on dividends, interest and royalties, for residents of the partner country. To claim it, the recipient must prove residence in the partner country with a certificate of domicile and meet the other conditions, including not abusing the treaty.$d$;

update public.calendar_rules
set taxes_id = 'Antara lain PPh Pasal 4 ayat (2), 15, 21, 22 (selain atas impor), 23, 25 dan 26; PPN atas pemanfaatan barang tidak berwujud dan jasa dari luar daerah pabean; PPN kegiatan membangun sendiri; bea meterai yang dipungut pemungut',
    taxes_en = 'Among others, income tax Articles 4(2), 15, 21, 22 (other than on imports), 23, 25 and 26; VAT on intangible goods and services used from outside the customs area; VAT on self-construction; stamp duty collected by appointed collectors'
where slug = 'setor-pajak-bulanan'
  and taxes_id = 'PPh Pasal 4 ayat (2), 15, 21, 22 (selain atas impor), 23, 25 dan 26; PPN atas pemanfaatan barang tidak berwujud dan jasa dari luar daerah pabean; PPN kegiatan membangun sendiri; bea meterai yang dipungut pemungut'
  and taxes_en = 'Income tax Articles 4(2), 15, 21, 22 (other than on imports), 23, 25 and 26; VAT on intangible goods and services used from outside the customs area; VAT on self-construction; stamp duty collected by appointed collectors';
