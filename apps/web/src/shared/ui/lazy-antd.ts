// antd-mobile components the first screens load only when first used (issue 19), through this one module: a dynamic
// import of antd-mobile's own files would make the shell's file import them anyway (its index re-exports them). The
// overlays (action sheet, dialog, toast, picker, image viewer) share antd-mobile's popup, mask and animation libraries
// (react-spring, use-gesture), so they come together.
export { ActionSheet, Dialog, ImageViewer, Picker, Toast } from 'antd-mobile';
