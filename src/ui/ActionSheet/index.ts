export { ActionSheet, type ActionSheetProps, type ActionSheetAction } from './ActionSheet';
