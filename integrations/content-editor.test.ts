import { describe, expect, it, vi } from 'vitest';
import { savesUnderWay } from './content-editor';

describe('savesUnderWay: the preview reloads only between saves', () => {
  it('runs the reload at once when no save is being written', () => {
    const saves = savesUnderWay();
    const reload = vi.fn();
    saves.afterSaves(reload);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('holds the reload until the last of the saves under way is written, and runs it once', () => {
    const saves = savesUnderWay();
    const reload = vi.fn();
    saves.started();
    saves.started();
    saves.afterSaves(reload);
    saves.afterSaves(reload);
    saves.finished();
    expect(reload).not.toHaveBeenCalled();
    saves.finished();
    expect(reload).toHaveBeenCalledOnce();
    saves.started();
    saves.finished();
    expect(reload).toHaveBeenCalledOnce();
  });
});
