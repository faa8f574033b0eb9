/** Ends the task under way: the browser may paint, or answer a tap, before the next step runs. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
