import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function Harness({ max }: { max: number }) {
  const [value, setValue] = useState(1);
  return <QuantityStepper value={value} onChange={setValue} max={max} />;
}

describe('QuantityStepper', () => {
  it('stays between 1 and the stock', () => {
    render(<Harness max={2} />);
    const input = screen.getByLabelText('Quantity') as HTMLInputElement;
    expect(input.value).toBe('1');
    expect((screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(input.value).toBe('2');
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: '50' } });
    expect(input.value).toBe('2');
    fireEvent.change(input, { target: { value: '0' } });
    expect(input.value).toBe('1');
  });
});
