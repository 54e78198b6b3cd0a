// antd-mobile components the first screens load only when first used (issue 19), through this one module: a dynamic
// import of antd-mobile's own files would make the shell's file import them anyway (its index re-exports them).
export { Picker, Toast } from 'antd-mobile';
