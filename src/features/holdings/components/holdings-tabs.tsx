// The tabs moved to the shared components (the admin dashboard uses them too).
export { Tabs, type TabItem } from '@/components/ui/tabs';
