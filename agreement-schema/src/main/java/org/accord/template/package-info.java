/**
 * Agreement templates: what a provider publishes, with the creation constraints that say which offers it
 * will consider.
 */
package org.accord.template;
