/**
 * The agreement templates a provider publishes: loaded once from a directory of template XML files, or
 * the built-in example set ({@code examples/templates}, copied into the jar at build time), and looked up
 * by template id when an offer arrives.
 */
package org.accord.provider.template;
