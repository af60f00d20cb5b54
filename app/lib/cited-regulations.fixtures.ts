import type { CitedRegulation } from './regulations';

/** Two register entries as an article body's renderer is given them, and the link it draws for one. */
export const PMK_168: CitedRegulation = {
  citeKey: 'pmk/168/2023',
  slug: 'pmk-168-2023',
  designation: '168/PMK.03/2023',
  title: 'Pemotongan PPh 21',
  titleLang: 'id',
  status: 'in_force',
  names: [],
};
export const HPP: CitedRegulation = {
  citeKey: 'uu/7/2021',
  slug: 'uu-7-2021',
  designation: 'UU 7/2021',
  title: 'Harmonisasi Peraturan Perpajakan',
  titleLang: 'id',
  status: 'amended',
  names: ['HPP'],
};
export const regulations = [PMK_168, HPP];

// On an English page the (Indonesian) title makes the link lang="id", and its text keeps the page's language.
export const link168 = (lang: 'id' | 'en', text: string, label: string) => {
  const inner = `${text}<span class="citation-status"> ${label}</span>`;
  return (
    `<a class="citation" href="/${lang}/${lang === 'id' ? 'peraturan' : 'regulations'}/pmk-168-2023" ` +
    `data-status="in_force" title="Pemotongan PPh 21"` +
    (lang === 'id' ? `>${inner}</a>` : ` lang="id"><span lang="en">${inner}</span></a>`)
  );
};
