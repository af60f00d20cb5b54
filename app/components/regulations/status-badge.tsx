import { useTranslation } from '~/i18n/translate';
import type { RegulationStatus } from '~/lib/regulations';

/** The legal status in words, always visible: colour only repeats what the text says. */
export function StatusBadge({ status }: { status: RegulationStatus }) {
  const { t } = useTranslation();
  return (
    <span className="status-badge" data-status={status}>
      {t(`regulations.status.${status}`)}
    </span>
  );
}
