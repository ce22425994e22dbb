import { render, screen } from '@testing-library/react';
import type { TooltipContentProps } from 'recharts';
import { describe, expect, it } from 'vitest';
import { DayTooltip, NoBars } from './daily-bar-chart';

const point = { label: 'Nov 3', value: 40, orders: 2 };
const over = (active: boolean) => ({ active, payload: [{ payload: point }] }) as unknown as TooltipContentProps;

describe('the daily bar chart', () => {
  it("names the day of the bar under the pointer, then each of the caller's figures", () => {
    render(
      <DayTooltip<typeof point>
        {...over(true)}
        describe={(p) => ({
          day: `Mon, ${p.label}, 2025`,
          figures: [
            ['Sales', `$${p.value.toFixed(2)}`],
            ['Orders', String(p.orders)],
          ],
        })}
      />,
    );
    expect(screen.getByText('Mon, Nov 3, 2025')).toBeTruthy();
    expect(screen.getByText('Sales:').textContent).toBe('Sales: $40.00');
    expect(screen.getByText('Orders:').textContent).toBe('Orders: 2');
  });

  it('shows no tooltip while no bar is under the pointer', () => {
    const { container } = render(<DayTooltip {...over(false)} describe={() => ({ day: 'never', figures: [] })} />);
    expect(container.textContent).toBe('');
  });

  it('says in words that a period has nothing to draw', () => {
    render(<NoBars text="No sales in this period" className="h-48" />);
    expect(screen.getByText('No sales in this period')).toBeTruthy();
  });
});
