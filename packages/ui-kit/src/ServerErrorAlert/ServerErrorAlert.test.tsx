import { act, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/renderWithTheme.js';
import { ServerErrorAlert } from './ServerErrorAlert.js';
import { errorMessage, useServerError } from './useServerError.js';

describe('ServerErrorAlert', () => {
  it('shows the message as text, and nothing without one', async () => {
    const onClose = vi.fn();
    const { rerender } = renderWithTheme(<ServerErrorAlert message="<b>Card declined</b>" onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('<b>Card declined</b>');
    expect(screen.getByRole('alert').querySelector('b')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    rerender(<ServerErrorAlert message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('errorMessage', () => {
  it('reads message, then data.message, then a string', () => {
    expect(errorMessage({ status: 402, message: 'Card declined' })).toBe('Card declined');
    expect(errorMessage(new Error('Network down'))).toBe('Network down');
    expect(errorMessage({ status: 400, data: { message: 'Bad routing number' } })).toBe('Bad routing number');
    expect(errorMessage('Plain')).toBe('Plain');
    expect(errorMessage({ status: 500 })).toBeUndefined();
    expect(errorMessage(null)).toBeUndefined();
    expect(errorMessage({ message: '  ' })).toBeUndefined();
  });

  it('leaves out the English status and network texts of a gateway error, keeps the gateway\'s own words (issue #29)', () => {
    expect(errorMessage({ status: 400, message: 'Der Name fehlt.', messageSource: 'server' })).toBe('Der Name fehlt.');
    expect(errorMessage({ status: 502, message: 'Bad Gateway', messageSource: 'status' })).toBeUndefined();
    expect(errorMessage({ status: 'FETCH_ERROR', message: 'The server could not be reached.', messageSource: 'network' })).toBeUndefined();
  });
});

describe('useServerError', () => {
  it('keeps a failed call’s message, clears it on the next attempt, falls back to a generic text', async () => {
    const { result } = renderHook(() => useServerError());
    let ok = true;
    await act(async () => {
      ok = await result.current.run(() => Promise.reject({ status: 402, message: 'Card declined' }));
    });
    expect(ok).toBe(false);
    expect(result.current.serverError).toBe('Card declined');

    await act(async () => {
      ok = await result.current.run(() => Promise.resolve('saved'));
    });
    expect(ok).toBe(true);
    expect(result.current.serverError).toBeNull();

    await act(async () => {
      await result.current.run(() => Promise.reject({ status: 500 }));
    });
    expect(result.current.serverError).toBe('Something went wrong. Please try again.');

    act(() => result.current.setServerError(null));
    expect(result.current.serverError).toBeNull();
  });

  it('takes another fallback message', async () => {
    const { result } = renderHook(() => useServerError({ fallbackMessage: 'Saving failed.' }));
    await act(async () => {
      await result.current.run(() => Promise.reject(undefined));
    });
    expect(result.current.serverError).toBe('Saving failed.');
  });
});
