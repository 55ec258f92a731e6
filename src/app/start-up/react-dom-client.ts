// Importing this module runs React DOM's client module, the largest of the libraries; see src/main.tsx.
export { hydrateRoot } from "react-dom/client";
