import { useObservableState } from 'observable-hooks';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card } from '../../../ui/card';
import { Icon } from '../../../ui/icon';
import { iconDownload, iconHelp } from '../../../ui/icons/paths';
import { useServices } from '../../../hooks/services-context';
import { helpTexts } from './texts';

const Layout = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  h1,
  p {
    margin: 0;
  }
`;

const Download = styled.a`
  min-height: ${({ theme }) => theme.target};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  text-decoration: none;
`;

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
    <Layout aria-labelledby="help-heading">
      <Icon path={iconHelp} size={40} />
      <h1 id="help-heading">{intl.formatMessage(helpTexts.heading)}</h1>
      <p>{intl.formatMessage(helpTexts.subHeading)}</p>
      <Download href={href} download type="application/pdf" data-testid="guide-download">
        <Icon path={iconDownload} />
        {intl.formatMessage(helpTexts.download)}
      </Download>
    </Layout>
  );
}
