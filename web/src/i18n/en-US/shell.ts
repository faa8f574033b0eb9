// shell strings, en-US. Keys must match between zh-CN and en-US (a unit test checks it).
export default {} as const;
