import { Button } from './button';
import { Icon } from './icon';
import { iconArrowBack } from './icons/paths';

/**
 * The back arrow at a screen header's start (spec §3, §4: back to the previous screen): a ghost button
 * whose accessible name is `label`; `onClick` is left out where nothing acts (the player page's skeleton).
 */
export function BackButton({
  label,
  onClick,
  testId,
}: {
  label: string;
  onClick?: () => void;
  testId?: string;
}) {
  return (
    <Button type="button" $variant="ghost" onClick={onClick} aria-label={label} data-testid={testId}>
      <Icon path={iconArrowBack} />
    </Button>
  );
}
