import { useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import { Card } from '../../../ui/controls';
import { Icon } from '../../../ui/icon';
import { iconDownload, iconHelp } from '../../../ui/icons/paths';
import { useServices } from '../../../ui/services-context';
import { helpMessages } from '../screen-messages';

/** Address of the remote guide (spec §2 Help): French for fr, English otherwise, under `<assetsBase>/pdf/`. */
export function guideUrl(assetsBase: string, language: string): string {
  return `${assetsBase}/pdf/${language === 'fr' ? 'dlp-remote-guide-french.pdf' : 'dlp-remote-guide.pdf'}`;
}

/** Help screen (spec §2 Help): heading, sub-heading and the guide's download button in the current language. */
export function HelpScreen() {
  const { config, language } = useServices();
  const intl = useIntl();
  const current = useObservableState(language.language$, 'en');
  const href = guideUrl(config.assetsBase, current);
  return (
    <Card aria-labelledby="help-heading" style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <Icon path={iconHelp} size={40} />
      <h1 id="help-heading" style={{ margin: 0 }}>{intl.formatMessage(helpMessages.heading)}</h1>
      <p style={{ margin: 0 }}>{intl.formatMessage(helpMessages.subHeading)}</p>
      <a href={href} download className="help-download" data-testid="guide-download" type="application/pdf"
        style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center', gap: 8, padding: '0 16px', borderRadius: 999, border: '1px solid currentColor', fontWeight: 600, textDecoration: 'none' }}>
        <Icon path={iconDownload} />
        {intl.formatMessage(helpMessages.download)}
      </a>
    </Card>
  );
}
