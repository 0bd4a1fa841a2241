export { NavBar, HOME_PATH, type NavBarProps } from './NavBar';
