/** Checks of the module and package structure over the compiled classes of every module. */
package org.accord.architecture;
