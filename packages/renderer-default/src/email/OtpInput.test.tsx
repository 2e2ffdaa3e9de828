// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpInput } from './OtpInput.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function setup(onComplete = vi.fn()) {
  render(<OtpInput label="One-time code" digitLabel={(position, count) => `Digit ${position} of ${count}`} onComplete={onComplete} />);
  const digits = Array.from({ length: 6 }, (_, index) => screen.getByRole('textbox', { name: `Digit ${index + 1} of 6` }) as HTMLInputElement);
  return { onComplete, digits, values: () => digits.map((digit) => digit.value).join('') };
}

const paste = (target: HTMLElement, text: string) => fireEvent.paste(target, { clipboardData: { getData: () => text } });

describe('OtpInput', () => {
  it('is a named group of six numeric fields, the first one offered the one-time code', () => {
    const { digits } = setup();
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeTruthy();
    expect(digits.map((digit) => digit.inputMode)).toEqual(Array(6).fill('numeric'));
    expect(digits[0]!.getAttribute('autocomplete')).toBe('one-time-code');
    expect(digits[1]!.getAttribute('autocomplete')).toBe('off');
    expect(document.activeElement).toBe(digits[0]);
  });

  it('fills every field from a pasted code (spaces and dashes dropped) and submits it once', () => {
    const { digits, onComplete, values } = setup();
    paste(digits[0]!, ' 123-456 ');
    expect(values()).toBe('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    // Pasting the same code again is no new code.
    paste(digits[3]!, '123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('fills a whole code pasted into a later field from the first, and a partial one from where it lands', () => {
    const first = setup();
    paste(first.digits[4]!, '987654');
    expect(first.values()).toBe('987654');
    cleanup();
    const second = setup();
    paste(second.digits[2]!, '45');
    expect(second.digits.map((digit) => digit.value)).toEqual(['', '', '4', '5', '', '']);
    expect(document.activeElement).toBe(second.digits[4]);
    expect(second.onComplete).not.toHaveBeenCalled();
  });

  it('moves on as digits are typed, ignores letters, and submits when the last one is typed', () => {
    const { digits, onComplete, values } = setup();
    fireEvent.change(digits[0]!, { target: { value: 'a' } });
    expect(values()).toBe('');
    '24680'.split('').forEach((digit, index) => {
      fireEvent.change(digits[index]!, { target: { value: digit } });
      expect(document.activeElement).toBe(digits[index + 1]);
    });
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(digits[5]!, { target: { value: '1' } });
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('246801');
  });

  it('Backspace clears the field, then moves back and clears the one before; arrows, Home and End move', () => {
    const { digits, values, onComplete } = setup();
    paste(digits[0]!, '123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(digits[5]!, { key: 'Backspace' });
    expect(values()).toBe('12345');
    fireEvent.keyDown(digits[5]!, { key: 'Backspace' });
    expect(values()).toBe('1234');
    expect(document.activeElement).toBe(digits[4]);
    fireEvent.keyDown(digits[4]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(digits[3]);
    fireEvent.keyDown(digits[3]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(digits[4]);
    fireEvent.keyDown(digits[4]!, { key: 'Home' });
    expect(document.activeElement).toBe(digits[0]);
    fireEvent.keyDown(digits[0]!, { key: 'End' });
    expect(document.activeElement).toBe(digits[5]);
    // A changed code is complete again: submitted again, once.
    fireEvent.change(digits[4]!, { target: { value: '9' } });
    fireEvent.change(digits[5]!, { target: { value: '8' } });
    expect(onComplete).toHaveBeenCalledTimes(2);
    expect(onComplete).toHaveBeenLastCalledWith('123498');
  });

  it('reads left to right in a right-to-left modal, as codes are written', () => {
    setup();
    expect(screen.getByRole('group').getAttribute('dir')).toBe('ltr');
  });
});
