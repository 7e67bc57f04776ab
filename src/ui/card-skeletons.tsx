import styled from 'styled-components';
import { Grid } from './grid';
import { Skeleton } from './skeleton';

const Card = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 88px;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
`;

const Lines = styled.div`
  flex: 1;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Widths of the first text line, varied a little from card to card so the page reads as a list. */
const WIDTHS = ['62%', '48%', '70%', '55%', '66%', '44%'];

/**
 * Loading placeholders shaped like the cards they stand for: `count` cards in the list grid, each with
 * an optional leading square (artwork or type icon), a title and a detail line, and a round action.
 * One live status for the whole list, named by `label`.
 */
export function CardSkeletons({
  count,
  label,
  lead = false,
  testId,
}: {
  count: number;
  label: string;
  lead?: boolean;
  testId?: string;
}) {
  return (
    <Grid role="status" aria-label={label} data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} aria-hidden="true">
          <Card>
            {lead && <Skeleton $w="48px" $h="48px" />}
            <Lines>
              <Skeleton $w={WIDTHS[i % WIDTHS.length]} $h="1.1em" />
              <Skeleton $w="38%" $h="0.9em" />
            </Lines>
            <Skeleton $w="36px" $h="36px" style={{ borderRadius: '50%' }} />
          </Card>
        </li>
      ))}
    </Grid>
  );
}
