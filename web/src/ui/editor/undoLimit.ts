// Exactly EDITOR.undoDepth undo steps (spec §9). ProseMirror's history only prunes its stack in
// batches of 20 beyond `depth`, so between 20 and 40 events stay undoable; this counts how many
// of them are still within reach and refuses any undo past that count.
import { EDITOR } from '@portal/contract';
import { UndoRedo } from '@tiptap/extensions';
import { isHistoryTransaction, undo, undoDepth } from '@tiptap/pm/history';
import { type EditorState, Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';

const reachKey = new PluginKey<number>('undoReach');

/** How many more undos are allowed in this state. */
export const undoReach = (state: EditorState): number => reachKey.getState(state) ?? 0;

/** The history plugin's own meta ({ redo }) tells an undo from a redo. */
function isUndo(tr: Transaction, state: EditorState): boolean {
  if (!isHistoryTransaction(tr)) return false;
  const history = state.plugins.find((p) => (p as unknown as { key: string }).key.startsWith('history$'));
  return history ? tr.getMeta(history)?.redo === false : false;
}

const undoReachPlugin = (limit: number) =>
  new Plugin<number>({
    key: reachKey,
    state: {
      init: () => 0,
      apply(tr, reach, before, after) {
        const delta = undoDepth(after) - undoDepth(before);
        if (delta === 0) return reach;
        // Undo/redo move one step within reach; any other change to the stack is a new event
        // (ProseMirror may prune old ones at the same time, hence not `reach + delta`).
        const next = isHistoryTransaction(tr) ? reach + delta : reach + 1;
        return Math.max(0, Math.min(limit, next, undoDepth(after)));
      },
    },
    // Also stops the browser's own "historyUndo" input, which the history plugin handles directly.
    filterTransaction: (tr, state) => !(isUndo(tr, state) && undoReach(state) === 0),
  });

export const LimitedUndoRedo = UndoRedo.extend({
  addCommands() {
    return {
      ...this.parent?.(),
      undo:
        () =>
        ({ state, dispatch }) =>
          undoReach(state) > 0 && undo(state, dispatch),
    };
  },
  addProseMirrorPlugins() {
    return [...(this.parent?.() ?? []), undoReachPlugin(EDITOR.undoDepth)];
  },
}).configure({ depth: EDITOR.undoDepth });
