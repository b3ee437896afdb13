import { fieldWords } from '@kwk/shared/tenants/config-fields';
import { ConsoleApiError, consoleErrorText } from '../../../lib/console-api.ts';
import { useConsoleLang } from '../../../lib/console-lang.ts';
import { Notice } from '../../../ui/notice.tsx';
import { SecondaryButton } from '../../../ui/secondary-button.tsx';
import { keyOfPath } from '../config/config-path.ts';
import type { EditTexts } from '../tenant-texts.ts';

/** A failed save: its message, every field message by the field's label, and on a version conflict the reload. */
export function SaveErrorNotice({
  error,
  errors,
  t,
  onReload,
}: {
  error: unknown;
  errors: Record<string, string[]>;
  t: EditTexts;
  onReload: () => void;
}) {
  const lang = useConsoleLang();
  const conflict = error instanceof ConsoleApiError && error.code === 'tenant.version_conflict';
  const allMessages = Object.entries(errors).flatMap(([path, list]) =>
    list.map((m) => `${fieldWords(keyOfPath(path), lang).label}: ${m}`),
  );
  return (
    <Notice kind="error">
      {error || Object.keys(errors).length > 0 ? (
        <>
          {error ? <p>{consoleErrorText(error)}</p> : null}
          {allMessages.length > 0 && (
            <>
              <p>{t.problems}</p>
              <ul>
                {allMessages.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </>
          )}
          {conflict && <SecondaryButton onClick={onReload}>{t.reload}</SecondaryButton>}
        </>
      ) : null}
    </Notice>
  );
}
