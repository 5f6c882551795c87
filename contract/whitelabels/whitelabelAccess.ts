import type { AccessRules } from '../canAccess';

/** Seeing a partner's sites (docs/product.md#roles-and-menu: the Partners area). */
export const WHITELABEL_VIEW_ROLE = 'VIEW_WSE_PARTNERS' as const;
/** Configuring a site: name, domain, theme, logo, locales, product group, templates. */
export const WHITELABEL_CONF_ROLE = 'EDIT_PHX_WLB_CONF' as const;
/** Building a site and deploying (or rolling back) its builds. */
export const WHITELABEL_DEPLOY_ROLE = 'EDIT_PHX_WLB_DEPLOYMENT' as const;

/** The policy's rules: `canAccess(roles, { resource: 'whitelabelBuilder', action: 'deploy' }, rules)`. */
export const whitelabelAccessRules: AccessRules = {
  whitelabelBuilder: {
    view: WHITELABEL_VIEW_ROLE,
    configure: WHITELABEL_CONF_ROLE,
    deploy: WHITELABEL_DEPLOY_ROLE,
  },
};

/** The job kinds of the builder (contract/jobs/jobKinds.ts). */
export const WHITELABEL_BUILD = 'whitelabel-build' as const;
export const WHITELABEL_DEPLOY = 'whitelabel-deploy' as const;
