export { Collapse, type CollapseProps, type CollapseItem } from './Collapse';
