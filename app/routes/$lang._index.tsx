import { useTranslation } from 'react-i18next';

export default function Home() {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="font-serif text-3xl font-bold">{t('home.title')}</h1>
    </main>
  );
}
