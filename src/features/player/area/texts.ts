import { msg } from '../../../lib/i18n/msg';

/** Help screen (spec §2 Help). */
export const helpTexts = {
  heading: msg({ id: 'help.Heading', defaultMessage: 'Need a hand?' }),
  subHeading: msg({
    id: 'help.SubHeading',
    defaultMessage: 'The Player Remote guide explains every screen, step by step.',
  }),
  download: msg({ id: 'help.Download', defaultMessage: 'Download the guide (PDF)' }),
};
